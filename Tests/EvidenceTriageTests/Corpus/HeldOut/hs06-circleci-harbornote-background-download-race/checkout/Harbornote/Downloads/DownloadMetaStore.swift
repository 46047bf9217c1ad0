import Foundation

/// Where each finished download should go, and who is waiting for it.
actor DownloadMetaStore {
    private var destinations: [URL: URL] = [:]
    private var continuations: [URL: CheckedContinuation<URL, Error>] = [:]

    func register(_ remote: URL, destination: URL, continuation: CheckedContinuation<URL, Error>) {
        destinations[remote] = destination
        continuations[remote] = continuation
    }

    func take(_ remote: URL) -> (URL?, CheckedContinuation<URL, Error>?) {
        defer {
            destinations[remote] = nil
            continuations[remote] = nil
        }
        return (destinations[remote], continuations[remote])
    }
}
