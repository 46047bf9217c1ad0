import Foundation

struct APIEnvironment {
    let baseURL: URL

    init(processEnvironment: [String: String]) {
        if let override = processEnvironment["FIXTURE_BASE_URL"], let url = URL(string: override) {
            baseURL = url
        } else {
            baseURL = URL(string: "https://api.tidewell.example")!
        }
    }

    static func fromProcess() -> APIEnvironment {
        APIEnvironment(processEnvironment: ProcessInfo.processInfo.environment)
    }
}
