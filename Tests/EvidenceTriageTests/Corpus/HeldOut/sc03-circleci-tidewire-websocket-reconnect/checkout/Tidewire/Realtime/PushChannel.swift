import Foundation

protocol WebSocketTask: AnyObject {
    var isCancelled: Bool { get }
    func resume()
    func cancel(with code: URLSessionWebSocketTask.CloseCode, reason: Data?)
    func receive(completionHandler: @escaping (Result<URLSessionWebSocketTask.Message, Error>) -> Void)
}

protocol WebSocketFactory { func makeTask(url: URL) -> WebSocketTask }

final class PushChannel {
    enum State: Equatable { case idle, connecting, connected, failed }

    private(set) var state: State = .idle
    private var webSocketTask: WebSocketTask?
    private let factory: WebSocketFactory
    private let url: URL
    private let scheduler: ReconnectScheduler

    init(url: URL, factory: WebSocketFactory, scheduler: ReconnectScheduler = .backoff) {
        self.url = url; self.factory = factory; self.scheduler = scheduler
    }

    func open() {
        guard webSocketTask == nil else { return }
        let task = factory.makeTask(url: url)
        webSocketTask = task
        state = .connecting
        task.resume()
        listen(on: task)
    }

    private func listen(on task: WebSocketTask) {
        task.receive { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.state = .connected
                self.listen(on: task)
            case .failure(let error):
                Log.realtime.error("push channel receive failed: \(error.localizedDescription, privacy: .public)")
                self.state = .failed
                self.scheduler.schedule { [weak self] in self?.open() }
            }
        }
    }

    // MARK: app lifecycle

    func applicationWillResignActive() {
        webSocketTask?.cancel(with: .goingAway, reason: nil)
    }

    func applicationDidBecomeActive() {
        webSocketTask?.resume()
        if let task = webSocketTask { listen(on: task) }
    }
}
