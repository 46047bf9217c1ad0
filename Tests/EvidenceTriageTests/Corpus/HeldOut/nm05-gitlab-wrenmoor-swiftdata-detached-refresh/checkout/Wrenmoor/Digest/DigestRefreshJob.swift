import Foundation
import SwiftData

struct DigestRefreshJob {
    static let identifier = "net.wrenmoor.digest.refresh"
    let context: ModelContext
    let summarizer: Summarizing

    @MainActor
    func run() async throws {
        let episodes = try context.fetch(FetchDescriptor<Episode>(predicate: #Predicate { $0.summary == nil }))
        try await Task.detached(priority: .utility) {
            for episode in episodes {
                let text = try await summarizer.summarize(episode.transcriptURL)
                episode.summary = text
            }
        }.value
        try context.save()
    }
}
