import Foundation

/// Native side of the `NettleDownloads` React Native module. Mirrors what the
/// app used from react-native-fs: one background session per download.
@objc(NettleBackgroundDownloader)
final class NettleBackgroundDownloader: NSObject, URLSessionDownloadDelegate {
    private var sessions: [String: URLSession] = [:]
    private var completions: [String: (Result<URL, Error>) -> Void] = [:]

    static func sessionIdentifier(for url: URL) -> String {
        // One identifier per remote file so a relaunch can find its session again.
        "app.nettle.download." + url.absoluteString
    }

    @objc func download(_ url: URL, to destination: URL, completion: @escaping (Result<URL, Error>) -> Void) {
        let identifier = Self.sessionIdentifier(for: url)
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        sessions[identifier] = session
        completions[identifier] = { result in
            completion(result.map { _ in destination })
        }
        session.downloadTask(with: url).resume()
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let id = session.configuration.identifier else { return }
        completions.removeValue(forKey: id)?(.success(location))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error, let id = session.configuration.identifier else { return }
        completions.removeValue(forKey: id)?(.failure(error))
    }
}
