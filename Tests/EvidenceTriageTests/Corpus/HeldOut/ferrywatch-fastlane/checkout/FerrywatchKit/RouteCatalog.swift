import Foundation

/// Static route metadata shipped with FerrywatchKit (routes.json lives in the framework's resources).
public struct RouteCatalog {
    public let routes: [Route]

    public init() {
        guard let url = Bundle.main.url(forResource: "routes", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let routes = try? JSONDecoder().decode([Route].self, from: data) else {
            self.routes = []
            return
        }
        self.routes = routes
    }
}
