import AppKit

/// Checks the appcast in the background and badges the sidebar when a new
/// version is available.
final class UpdateCheckController {
    private let session: URLSession
    private let appcastURL: URL
    weak var badgeView: NSView?
    private(set) var badgeConstraint: NSLayoutConstraint?

    init(session: URLSession = .shared, appcastURL: URL) {
        self.session = session
        self.appcastURL = appcastURL
    }

    func checkInBackground(completion: @escaping (Bool) -> Void) {
        NSLog("[UpdateCheck] background update check started")
        session.dataTask(with: appcastURL) { [weak self] data, _, error in
            guard let self else { return }
            let available = error == nil && (data.map(Appcast.hasNewerItem) ?? false)
            // Runs on the URLSession delegate queue.
            self.updateBadge(available: available)
            completion(available)
        }.resume()
    }

    func updateBadge(available: Bool) {
        guard let badgeView else { return }
        badgeView.isHidden = !available
        if badgeConstraint == nil {
            let constraint = badgeView.widthAnchor.constraint(equalToConstant: 18)
            constraint.isActive = true
            badgeConstraint = constraint
        }
        badgeView.superview?.layoutSubtreeIfNeeded()
    }
}

enum Appcast {
    static func hasNewerItem(_ data: Data) -> Bool {
        guard let xml = String(data: data, encoding: .utf8) else { return false }
        return xml.contains("<sparkle:version>") && !xml.contains("<sparkle:version>\(Bundle.main.buildNumber)</sparkle:version>")
    }
}

private extension Bundle {
    var buildNumber: String { object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0" }
}
