import Foundation

public struct PushTokenForwarder {
    let backend: TokenBackend

    public init(backend: TokenBackend) { self.backend = backend }

    /// Forwards the activity's update token to the server.
    public func forward<S: AsyncSequence>(_ tokens: S, activityID: String) async where S.Element == Data {
        // The token only changes when a new activity starts.
        guard let first = try? await tokens.first(where: { _ in true }) else { return }
        await backend.upload(token: Self.hex(first), activityID: activityID)
    }

    public static func hex(_ data: Data) -> String {
        data.map { String(format: "%02x", $0) }.joined()
    }
}
