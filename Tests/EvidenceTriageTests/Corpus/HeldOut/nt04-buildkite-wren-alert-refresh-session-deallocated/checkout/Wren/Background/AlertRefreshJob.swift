import Alamofire
import BackgroundTasks
import Foundation

/// Body of the `com.wrenweather.alerts.refresh` BGAppRefreshTask.
final class AlertRefreshJob {
    private let baseURL: URL
    private let store: AlertStore

    init(baseURL: URL, store: AlertStore) {
        self.baseURL = baseURL
        self.store = store
    }

    func run(completion: @escaping (Result<Int, Error>) -> Void) {
        let configuration = URLSessionConfiguration.af.default
        configuration.timeoutIntervalForRequest = 20
        let manager = Session(configuration: configuration)
        manager.request(baseURL.appendingPathComponent("alerts/active"))
            .validate()
            .responseDecodable(of: [WeatherAlert].self) { response in
                switch response.result {
                case .success(let alerts):
                    self.store.replaceActive(with: alerts)
                    completion(.success(alerts.count))
                case .failure(let error):
                    completion(.failure(error))
                }
            }
    }
}
