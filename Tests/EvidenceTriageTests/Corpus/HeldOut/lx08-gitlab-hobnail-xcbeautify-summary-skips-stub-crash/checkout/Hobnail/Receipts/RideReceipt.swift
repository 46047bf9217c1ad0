import Foundation

/// Renders the emailed ride receipt from the bundled HTML template.
enum RideReceipt {
    static func templateURL(in bundle: Bundle = .main) -> URL? {
        bundle.url(forResource: "receipt", withExtension: "html")
    }

    static func render(rideID: String, from: String, to: String, total: String, bundle: Bundle = .main) -> String? {
        guard let url = templateURL(in: bundle), let template = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return template
            .replacingOccurrences(of: "{{ride_id}}", with: rideID)
            .replacingOccurrences(of: "{{start_dock}}", with: from)
            .replacingOccurrences(of: "{{end_dock}}", with: to)
            .replacingOccurrences(of: "{{total}}", with: total)
    }
}
