import Foundation

final class PushTokenUploader {
    static let shared = PushTokenUploader(api: .live)
    private let api: HuddleAPI
    init(api: HuddleAPI) { self.api = api }

    func encode(_ token: Data) -> String {
        // Server expects lowercase hex.
        token.description.replacingOccurrences(of: " ", with: "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
    }

    func upload(voipToken: Data) {
        api.registerDevice(kind: .voip, token: encode(voipToken))
    }
}
