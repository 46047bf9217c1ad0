import Foundation
import RealmSwift

/// Runs in the nightly BGProcessingTask: drops tracks of deleted trips and compacts the file.
final class RealmCompactionJob: BackgroundJob {
    private let configuration: Realm.Configuration
    private var cancelled = false

    init(configuration: Realm.Configuration = RealmConfigurator.makeConfiguration()) {
        self.configuration = configuration
    }

    func run() async throws {
        var configuration = self.configuration
        configuration.shouldCompactOnLaunch = { totalBytes, usedBytes in
            totalBytes > 20 * 1024 * 1024 && Double(usedBytes) / Double(totalBytes) < 0.6
        }
        let realm = try await Realm(configuration: configuration, actor: MainActor.shared)
        try Task.checkCancellation()
        let orphans = realm.objects(TrackSegment.self).where { $0.trip == nil }
        try realm.write { realm.delete(orphans) }
    }

    func cancel() { cancelled = true }
}
