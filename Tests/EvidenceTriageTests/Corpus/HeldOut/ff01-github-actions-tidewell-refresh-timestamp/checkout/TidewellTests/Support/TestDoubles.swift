//
//  TestDoubles.swift
//  TidewellTests
//

import BackgroundTasks
import Foundation
@testable import Tidewell

final class FakeRefreshTask: RefreshTaskProtocol {
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    private var continuation: CheckedContinuation<Void, Never>?

    func setTaskCompleted(success: Bool) {
        completedSuccess = success
        continuation?.resume()
        continuation = nil
    }

    func waitForCompletion() async {
        if completedSuccess != nil { return }
        await withCheckedContinuation { continuation = $0 }
    }
}

struct StubFetcher: FeedFetching {
    var items: [FeedItem]
    var delay: UInt64 = 0
    func fetchAll(for feeds: [URL]) async throws -> [FeedItem] {
        if delay > 0 { try await Task.sleep(nanoseconds: delay * 1_000_000_000) }
        return items
    }
}

final class RecordingSubmitter: TaskSubmitting {
    private(set) var requests: [BGTaskRequest] = []
    func submit(_ taskRequest: BGTaskRequest) throws { requests.append(taskRequest) }
}

struct NullRecorder: DiagnosticsRecording {
    func record(identifier: String, kind: TaskKind, phase: TaskPhase, outcome: TaskOutcome, errorType: String?) {}
}

extension FeedItem {
    static func fixture(id: String) -> FeedItem {
        FeedItem(id: id, feed: URL(string: "https://feeds.tidewell.test/\(id).xml")!,
                 title: "Item \(id)", published: Date(timeIntervalSince1970: 1_794_990_000))
    }
}
