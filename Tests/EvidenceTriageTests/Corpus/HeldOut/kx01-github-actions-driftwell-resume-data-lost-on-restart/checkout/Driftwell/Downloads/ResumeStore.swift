import Foundation

final class ResumeStore {
    private var memory: [String: Data] = [:]
    private let inMemory: Bool
    init(inMemory: Bool = false) { self.inMemory = inMemory }
    func save(_ data: Data, for episode: String) { memory[episode] = data }
    func resumeData(for episode: String) -> Data? { memory[episode] }
    func remove(_ episode: String) { memory[episode] = nil }
}
