import Foundation

/// Turns `ferrylane://` links (from push payloads, the share sheet and the
/// booking confirmation e-mail) into routes the app can open.
enum Route: Equatable {
    case booking(reference: String)
    case timetable(routeCode: String)
    case ticket(id: String)
}

struct DeepLinkParser {
    static let scheme = "ferrylane"

    /// Returns nil for anything that is not a well-formed Ferrylane link.
    ///
    /// We rely on `URL(string:)` rejecting strings with spaces or other
    /// characters that are not legal in a URL: the e-mail templates have been
    /// known to wrap links and the router must not open half a reference.
    func url(from raw: String) -> URL? {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed) else { return nil }
        guard url.scheme == Self.scheme else { return nil }
        return url
    }

    func route(for raw: String) -> Route? {
        guard let url = url(from: raw), let host = url.host else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch host {
        case "booking":
            guard let reference = parts.first, reference.count == 8 else { return nil }
            return .booking(reference: reference)
        case "timetable":
            guard let code = parts.first else { return nil }
            return .timetable(routeCode: code.uppercased())
        case "ticket":
            guard let id = parts.first else { return nil }
            return .ticket(id: id)
        default:
            return nil
        }
    }
}
