//
//  SurveyUploadPoller.swift
//  Fernhill
//
//  Polls the outbox every few seconds and hands pending survey sheets to the
//  uploader. The timer runs on its own queue so a slow disk never blocks UI.
//

import Foundation

protocol SurveyOutbox: Sendable {
    func pendingSheetIDs() -> [UUID]
    func markQueued(_ ids: [UUID])
}

final class SurveyUploadPoller {
    private let outbox: any SurveyOutbox
    private let interval: DispatchTimeInterval
    private let pollQueue = DispatchQueue(label: "com.fernhillapps.fernhill.upload-poll", qos: .utility)
    private var timer: DispatchSourceTimer?

    /// Called on `pollQueue` after every tick with the number of sheets queued.
    var onTick: (@Sendable (Int) -> Void)?

    init(outbox: any SurveyOutbox, interval: DispatchTimeInterval = .seconds(5)) {
        self.outbox = outbox
        self.interval = interval
    }

    func start() {
        guard timer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: pollQueue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(50))
        // tick() is nonisolated, so the handler does not need the main actor.
        let outbox = self.outbox
        let onTick = self.onTick
        timer.setEventHandler {
            let ids = outbox.pendingSheetIDs()
            outbox.markQueued(ids)
            onTick?(ids.count)
        }
        self.timer = timer
        timer.resume()
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }
}
