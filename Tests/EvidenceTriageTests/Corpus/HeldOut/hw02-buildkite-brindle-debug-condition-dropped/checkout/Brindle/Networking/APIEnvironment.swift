import Foundation

struct APIEnvironment {
    let baseURL: URL

    static var current: APIEnvironment {
        #if DEBUG
        APIEnvironment(baseURL: URL(string: "https://staging.api.brindle.app")!)
        #else
        APIEnvironment(baseURL: URL(string: "https://api.brindle.app")!)
        #endif
    }
}
