import Foundation

public protocol UploadSessioning {
    func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> URLSessionUploadTask
}

extension URLSession: UploadSessioning {}

@MainActor
public final class UploadQueue: ObservableObject {
    @Published public private(set) var rows: [UploadRow] = []
    private let session: UploadSessioning
    private var observations: [NSKeyValueObservation] = []

    public init(session: UploadSessioning) {
        self.session = session
    }

    public func enqueue(_ item: StagedUpload) {
        let task = session.uploadTask(with: item.request, fromFile: item.fileURL)
        rows.append(UploadRow(id: item.id, fraction: 0))
        track(task, rowID: item.id)
        task.resume()
    }

    func track(_ task: URLSessionUploadTask, rowID: UUID) {
        observations.append(task.progress.observe(\.fractionCompleted) { [weak self] progress, _ in
            Task { @MainActor in self?.update(rowID, fraction: progress.fractionCompleted) }
        })
    }

    private func update(_ id: UUID, fraction: Double) {
        guard let i = rows.firstIndex(where: { $0.id == id }) else { return }
        rows[i].fraction = fraction
    }
}
