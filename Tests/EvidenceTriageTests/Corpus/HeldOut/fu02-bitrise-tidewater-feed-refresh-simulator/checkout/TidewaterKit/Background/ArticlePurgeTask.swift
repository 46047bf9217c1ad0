//
//  ArticlePurgeTask.swift
//  TidewaterKit
//

import BackgroundTasks
import Foundation

public protocol ArticleStore: AnyObject {
    func deleteRead(olderThan date: Date, batchSize: Int) throws -> Int
    /// Flushes the WAL and closes the database. Blocks until the writer queue drains.
    func closeAndWait()
}

public protocol ProcessingTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGProcessingTask: ProcessingTaskProtocol {}

public final class ArticlePurgeTask {
    private let store: ArticleStore
    private var isCancelled = false

    public init(store: ArticleStore) {
        self.store = store
    }

    public func handle(_ task: BGProcessingTask) {
        run(task)
    }

    public func run(_ task: ProcessingTaskProtocol, now: Date = Date()) {
        task.expirationHandler = { [weak self] in
            guard let self else { return }
            self.isCancelled = true
            // Close the database before the system suspends us.
            self.store.closeAndWait()
            task.setTaskCompleted(success: false)
        }
        DispatchQueue.global(qos: .utility).async { [weak self] in
            guard let self else { return }
            let cutoff = now.addingTimeInterval(-30 * 24 * 3600)
            var deleted = 0
            repeat {
                if self.isCancelled { return }
                deleted = (try? self.store.deleteRead(olderThan: cutoff, batchSize: 500)) ?? 0
            } while deleted > 0
            task.setTaskCompleted(success: true)
        }
    }
}
