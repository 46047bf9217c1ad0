//
//  ProactiveTokenRefresher.swift
//  PalisadeAuthCommon
//
//  Schedules the proactive refresh of a cached access token on a dispatch timer.
//

import Foundation

final class ProactiveTokenRefresher {
    /// Refresh this long before the cached token expires.
    static let defaultRefreshOffset: TimeInterval = 10 * 60

    private let queue = DispatchQueue(label: "com.palisade.auth.proactive-refresh", qos: .utility)
    private var timer: DispatchSourceTimer?
    private let refreshOffset: TimeInterval
    private let refresh: () -> Void

    init(refreshOffset: TimeInterval = ProactiveTokenRefresher.defaultRefreshOffset, refresh: @escaping () -> Void) {
        self.refreshOffset = refreshOffset
        self.refresh = refresh
    }

    func schedule(expiresOn: Date, now: Date = Date()) {
        cancel()
        let lifetime = expiresOn.timeIntervalSince(now)
        // Fractional backoff: once inside the offset window, wait half of what is left.
        let fireIn = lifetime > refreshOffset ? lifetime - refreshOffset : max(0, lifetime / 2)
        let scheduledAt = DispatchTime.now()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: scheduledAt + fireIn, leeway: .milliseconds(100))
        timer.setEventHandler { [weak self] in
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - scheduledAt.uptimeNanoseconds) / 1_000_000_000
            PALLog.debug(String(format: "proactive refresh timer fired %.3fs after scheduling (requested %.3fs)", elapsed, fireIn))
            self?.refresh()
        }
        PALLog.debug(String(format: "proactive refresh scheduled in %.3fs (expires in %.0fs, refresh offset %.0fs)",
                            fireIn, lifetime, refreshOffset))
        timer.resume()
        self.timer = timer
    }

    func cancel() {
        timer?.cancel()
        timer = nil
    }

    deinit { cancel() }
}
