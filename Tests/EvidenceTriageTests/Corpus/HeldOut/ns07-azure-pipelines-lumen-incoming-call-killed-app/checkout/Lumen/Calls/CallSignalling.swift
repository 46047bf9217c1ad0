import Foundation
import CallKit

/// Incoming calls arrive over the signalling websocket and are reported to CallKit.
final class CallSignalling: NSObject, URLSessionWebSocketDelegate {
    private let provider: CXProvider
    private var socket: URLSessionWebSocketTask?

    init(provider: CXProvider) { self.provider = provider }

    func connect(to url: URL, user: String) {
        socket = URLSession.shared.webSocketTask(with: url.appending(queryItems: [.init(name: "user", value: user)]))
        socket?.resume()
        receive()
    }

    private func receive() {
        socket?.receive { [weak self] result in
            guard let self, case .success(.string(let text)) = result,
                  let invite = CallInvite(json: text) else { return }
            let update = CXCallUpdate()
            update.remoteHandle = CXHandle(type: .generic, value: invite.from)
            self.provider.reportNewIncomingCall(with: invite.uuid, update: update) { _ in }
            self.receive()
        }
    }
}
