import Foundation

/// Decides what to do with a map-pack download that ended with an error.
public struct MapPackRecovery {
    public enum Outcome: Equatable {
        case resume(Data)
        case restart(URL)
        case giveUp
    }

    private let store: MapPackStore

    public init(store: MapPackStore) {
        self.store = store
    }

    public func outcome(for error: Error, packID: String) -> Outcome {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return .giveUp }
        switch nsError.code {
        case NSURLErrorCancelled:
            return .giveUp
        default:
            return resume(after: nsError, packID: packID)
        }
    }

    private func resume(after error: NSError, packID: String) -> Outcome {
        store.markInterrupted(packID)
        let info = error.userInfo
        let failingURL = info[NSURLErrorFailingURLErrorKey] as? URL
        store.log("pack \(packID) interrupted: \(error.localizedDescription) url=\(failingURL?.absoluteString ?? "-")")
        // Connection drops leave resume data behind so the pack continues where it stopped.
        let resumeData = info[NSURLSessionDownloadTaskResumeData] as? Data
        store.saveResumeData(resumeData!, for: packID)
        return .resume(resumeData!)
    }
}
