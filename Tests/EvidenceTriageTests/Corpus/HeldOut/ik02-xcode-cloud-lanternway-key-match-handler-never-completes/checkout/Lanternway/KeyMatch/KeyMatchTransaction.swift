import EvidenceRecorder
import Foundation

extension Notification.Name {
    static let keyMatchDidFinish = Notification.Name("LWKeyMatchDidFinish")
}

/// Downloads the day packages published since the last run and matches them
/// against the local contact log. Reports the end of the run with
/// `.keyMatchDidFinish` (userInfo: "success", "matches").
final class KeyMatchTransaction {
    private let client: KeyPackageClient
    private let matcher: ContactLogMatcher
    private let recorder: EvidenceRecorder?

    init(client: KeyPackageClient, matcher: ContactLogMatcher, recorder: EvidenceRecorder?) {
        self.client = client
        self.matcher = matcher
        self.recorder = recorder
    }

    static func live() -> KeyMatchTransaction {
        KeyMatchTransaction(client: .live, matcher: .live, recorder: AppDelegate.recorder)
    }

    func start() {
        client.packagesSinceLastRun { [matcher, recorder] result in
            switch result {
            case .success(let packages):
                let matches = matcher.match(packages)
                print("[KeyMatch] matching finished: \(packages.count) packages, \(matches.count) matches")
                try? recorder?.record("com.lanternway.app.key-match", kind: .processing, phase: .execution,
                                      outcome: .succeeded)
                NotificationCenter.default.post(name: .keyMatchDidFinish, object: nil,
                                                userInfo: ["success": true, "matches": matches.count])
            case .failure(let error):
                print("[KeyMatch] package download failed: \(error)")
                try? recorder?.record("com.lanternway.app.key-match", kind: .processing, phase: .execution,
                                      outcome: .failed, error: ErrorType(error))
                NotificationCenter.default.post(name: .keyMatchDidFinish, object: nil,
                                                userInfo: ["success": false])
            }
        }
    }

    func cancel() {
        client.cancelAll()
    }
}
