//
//  BackgroundTasks.swift
//  Tidewater
//
//  Thin BGTaskScheduler adapter. Registration happens from
//  AppDelegate.application(_:didFinishLaunchingWithOptions:).
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static let feedRefresh = try! TaskIdentifier("com.tidewater.feed.refresh")
    static let scans = try! TaskIdentifier(ScanTaskScheduler.identifier)

    static func registerAll(scanRunner: ScanPassRunner, feed: FeedRefreshJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh.rawValue, using: nil) { task in
            BackgroundRefreshAdapter(job: feed).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(feedRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let scansOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: scans.rawValue, using: nil) { task in
            ScanProcessingAdapter(runner: scanRunner).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(scans, kind: .processing, phase: .registration,
                             outcome: scansOK ? .succeeded : .failed,
                             error: scansOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
