import Foundation
import EvidenceRecorder
@testable import Moorline

/// Talks to the device-lab relay (USB relay on the power button) and reads the
/// app's own evidence records; nothing here drives the system scheduler.
enum LabHarness {
    static func lockDevice() {
        LabRelay.shared.pressSideButton()
        print("[LabHarness] device locked; polling records for \(LocationRefresh.identifier) (launch), timeout 3900 s")
    }

    /// Polls diagnostics.jsonl every 30 s for a record of `phase` and returns its timestamp.
    static func waitForRecord(identifier: String, phase: Phase, timeout: TimeInterval) -> Date? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let record = AppDelegate.recorder.records().last(where: { $0.identifier == identifier && $0.phase == phase }) {
                print("[LabHarness] \(identifier) \(phase) record found at \(record.timestamp)")
                return record.timestamp
            }
            Thread.sleep(forTimeInterval: 30)
        }
        return nil
    }
}
