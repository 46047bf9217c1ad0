import Foundation

enum ClipRoute: Equatable {
    case prompt(id: Int)
    case home
}

enum InvocationRouter {
    static func route(_ url: URL) -> ClipRoute {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        switch components?.path {
        case "/prompt":
            if let id = components?.queryItems?.first(where: { $0.name == "id" })?.value.flatMap(Int.init) {
                return .prompt(id: id)
            }
            return .home
        default:
            return .home
        }
    }
}
