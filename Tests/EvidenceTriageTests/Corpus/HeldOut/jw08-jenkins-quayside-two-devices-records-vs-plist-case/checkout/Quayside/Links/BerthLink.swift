import Foundation

/// Deep links printed on berth allocation slips: quayside://berth/<berth>?quay=<quay>
struct BerthLink: Equatable {
    var berth: String
    var quay: String?

    init?(string: String) {
        guard let url = URL(string: string), url.scheme == "quayside", url.host == "berth" else { return nil }
        let berth = url.path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        guard !berth.isEmpty else { return nil }
        self.berth = berth.removingPercentEncoding ?? berth
        self.quay = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first(where: { $0.name == "quay" })?.value
    }
}
