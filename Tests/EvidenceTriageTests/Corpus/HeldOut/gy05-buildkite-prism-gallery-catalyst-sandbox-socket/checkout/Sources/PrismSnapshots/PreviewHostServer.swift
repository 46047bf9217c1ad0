// PrismSnapshots
import Foundation
import Network

/// Runs inside the app under test. The UI-test runner connects to it on
/// localhost and asks it to render each preview in turn.
final class PreviewHostServer {
  static let port: NWEndpoint.Port = 38824

  private var listener: NWListener?

  func start() throws {
    let parameters = NWParameters.tcp
    parameters.requiredLocalEndpoint = .hostPort(host: "127.0.0.1", port: Self.port)
    let listener = try NWListener(using: parameters)
    listener.stateUpdateHandler = { state in
      if case .failed(let error) = state {
        NSLog("[PrismSnapshots] preview host listener failed: %@", String(describing: error))
      }
    }
    listener.newConnectionHandler = { [weak self] connection in self?.accept(connection) }
    listener.start(queue: .main)
    self.listener = listener
  }

  private func accept(_ connection: NWConnection) {
    connection.start(queue: .main)
    // request/response framing elided
  }
}
