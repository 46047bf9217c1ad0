import Foundation
@testable import Tidewire

final class FakeWebSocketTask: WebSocketTask {
    private(set) var isCancelled = false
    private(set) var closeCode: URLSessionWebSocketTask.CloseCode?
    private var pending: ((Result<URLSessionWebSocketTask.Message, Error>) -> Void)?

    func resume() {}
    func cancel(with code: URLSessionWebSocketTask.CloseCode, reason: Data?) {
        isCancelled = true; closeCode = code
        failReceive(with: URLError(.cancelled))
    }
    func receive(completionHandler: @escaping (Result<URLSessionWebSocketTask.Message, Error>) -> Void) {
        pending = completionHandler
    }
    /// Behaves like URLSessionWebSocketTask: a cancelled task never delivers again.
    func deliver(_ message: URLSessionWebSocketTask.Message) {
        guard !isCancelled else { failReceive(with: POSIXError(.ENOTCONN)); return }
        let p = pending; pending = nil; p?(.success(message))
    }
    func failReceive(with error: Error) { let p = pending; pending = nil; p?(.failure(error)) }
}

final class FakeWebSocketFactory: WebSocketFactory {
    private(set) var created: [FakeWebSocketTask] = []
    func makeTask(url: URL) -> WebSocketTask { let t = FakeWebSocketTask(); created.append(t); return t }
}
