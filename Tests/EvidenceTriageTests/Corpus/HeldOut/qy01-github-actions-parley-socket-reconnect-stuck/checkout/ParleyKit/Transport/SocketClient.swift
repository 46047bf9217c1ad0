import Foundation

/// Thin wrapper around the WebSocket engine used by the chat transport.
/// Mirrors the connect/disconnect surface of the Starscream 4.0.6+ client.
public protocol WebSocketEngine: AnyObject {
    var onEvent: ((EngineEvent) -> Void)? { get set }
    func start(request: URLRequest)
    func stop(closeCode: UInt16)
}

public enum EngineEvent: Equatable {
    case connected
    case disconnected(reason: String, code: UInt16)
    case error(String)
    case cancelled
    case text(String)
}

public final class SocketClient {
    public private(set) var isConnected = false
    public private(set) var isConnecting = false
    public var onConnect: (() -> Void)?
    public var onDisconnect: ((String) -> Void)?
    public var onText: ((String) -> Void)?

    private let engine: WebSocketEngine
    private let request: URLRequest
    private let log: (String) -> Void

    public init(request: URLRequest, engine: WebSocketEngine, log: @escaping (String) -> Void = { print($0) }) {
        self.request = request
        self.engine = engine
        self.log = log
        engine.onEvent = { [weak self] in self?.handle($0) }
    }

    public func connect() {
        guard !isConnecting else {
            log("[Socket] connect() ignored: connection attempt already in progress (isConnecting=true)")
            return
        }
        isConnecting = true
        log("[Socket] connecting to \(request.url?.absoluteString ?? "?")")
        engine.start(request: request)
    }

    public func disconnect() {
        engine.stop(closeCode: 1000)
    }

    private func handle(_ event: EngineEvent) {
        switch event {
        case .connected:
            isConnecting = false
            isConnected = true
            log("[Socket] connected")
            onConnect?()
        case .disconnected(let reason, let code):
            isConnected = false
            log("[Socket] disconnected code=\(code) reason=\(reason)")
            onDisconnect?(reason)
        case .error(let message):
            isConnected = false
            log("[Socket] error: \(message)")
            onDisconnect?(message)
        case .cancelled:
            isConnected = false
            log("[Socket] cancelled")
            onDisconnect?("cancelled")
        case .text(let string):
            onText?(string)
        }
    }
}
