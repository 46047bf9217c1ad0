import Foundation
import ObjectiveC

/// Screens opt in to deep links by conforming to `Routable`; the registry finds them
/// by walking the classes that live in the app's main executable image.
@objc protocol Routable: AnyObject {
    static var routePattern: String { get }
    static func makeHandler() -> RouteHandler
}

@objc class RouteHandler: NSObject {
    let pattern: String
    init(pattern: String) { self.pattern = pattern }
}

final class RouteRegistry {
    static let shared = RouteRegistry()
    private(set) var handlers: [String: RouteHandler] = [:]

    func scanRoutes() {
        guard let image = Bundle.main.executablePath else { return }
        var count: UInt32 = 0
        guard let names = objc_copyClassNamesForImage(image, &count) else {
            NSLog("[Router] scanned image %@: 0 classes, 0 routes", image)
            return
        }
        defer { free(names) }
        var routes = 0
        for i in 0..<Int(count) {
            let name = String(cString: names[i])
            guard let cls = NSClassFromString(name) as? Routable.Type else { continue }
            handlers[cls.routePattern] = cls.makeHandler()
            routes += 1
        }
        NSLog("[Router] scanned image %@: %d classes, %d routes", image, count, routes)
    }

    func handler(for pattern: String) -> RouteHandler? { handlers[pattern] }
}
