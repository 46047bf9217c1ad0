import UIKit

/// Opens operator websites, phone numbers and map apps. canOpen(_:) asks
/// UIApplication, which only answers for schemes declared in
/// LSApplicationQueriesSchemes (always false otherwise since iOS 14).
struct LinkOpener {
    let application: UIApplication

    func phoneURL(for number: String) -> URL? {
        URL(string: "tel:" + number.filter { $0 == "+" || $0.isNumber })
    }

    func canOpen(_ url: URL) -> Bool {
        application.canOpenURL(url)
    }

    func open(_ url: URL) {
        application.open(url)
    }
}
