import Foundation

struct APIConfiguration {
    let baseURL: URL
    let statusURL: URL

    init(bundle: Bundle = .main) {
        let base = bundle.object(forInfoDictionaryKey: "TidemarkAPIBaseURL") as? String ?? ""
        let status = bundle.object(forInfoDictionaryKey: "TidemarkStatusURL") as? String ?? ""
        self.baseURL = URL(string: base) ?? URL(string: "about:blank")!
        self.statusURL = URL(string: status) ?? URL(string: "about:blank")!
    }
}
