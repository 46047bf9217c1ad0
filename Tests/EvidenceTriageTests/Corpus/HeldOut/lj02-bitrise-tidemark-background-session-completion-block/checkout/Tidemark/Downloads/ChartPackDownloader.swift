import Foundation

/// Downloads chart packs (100-400 MB) so they survive the app being suspended.
final class ChartPackDownloader: NSObject {
    static let sessionIdentifier = "com.tidemark.app.chart-packs"
    let session: URLSession

    init(configuration: URLSessionConfiguration = .background(withIdentifier: ChartPackDownloader.sessionIdentifier)) {
        configuration.sessionSendsLaunchEvents = true
        self.session = URLSession(configuration: configuration, delegate: nil, delegateQueue: nil)
        super.init()
    }

    func download(_ pack: ChartPack, completion: @escaping (Result<URL, Error>) -> Void) {
        let task = session.downloadTask(with: pack.url) { location, _, error in
            if let location { completion(.success(location)) }
            else { completion(.failure(error ?? URLError(.unknown))) }
        }
        task.resume()
    }
}
