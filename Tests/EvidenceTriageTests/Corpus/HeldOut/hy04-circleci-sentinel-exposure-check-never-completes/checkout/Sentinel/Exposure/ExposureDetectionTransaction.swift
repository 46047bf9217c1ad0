import Foundation

extension Notification.Name {
    static let exposureDetectionDidFinish = Notification.Name("ExposureDetectionDidFinish")
}

/// Downloads the day's key files and runs detection. Completion is broadcast with
/// `.exposureDetectionDidFinish` (userInfo["result"]: ExposureDetectionResult).
class ExposureDetectionTransaction {
    private let client: KeyFileClient
    private let detector: ExposureDetecting
    private var work: Task<Void, Never>?

    init(client: KeyFileClient, detector: ExposureDetecting) {
        self.client = client
        self.detector = detector
    }

    func start() {
        work = Task {
            do {
                let files = try await client.fetchKeyFiles(since: .now.addingTimeInterval(-14 * 86_400))
                let result = try await detector.detect(files)
                NSLog("[ExposureCheck] detection finished, %d key files processed", files.count)
                DiagnosticsRecorder.shared.record(ExposureCheckTask.identifier, kind: .processing, phase: .execution, outcome: .succeeded)
                NotificationCenter.default.post(name: .exposureDetectionDidFinish, object: self,
                                                userInfo: ["result": result])
            } catch is CancellationError {
                NSLog("[ExposureCheck] detection cancelled")
            } catch {
                NSLog("[ExposureCheck] detection failed: %@", "\(error)")
                NotificationCenter.default.post(name: .exposureDetectionDidFinish, object: self,
                                                userInfo: ["error": error])
            }
        }
    }

    func cancel() { work?.cancel() }
}
