import Foundation

protocol TimetableSyncClientDelegate: AnyObject {
    func syncClient(_ client: TimetableSyncClient, didFailWith error: Error)
    func syncClient(_ client: TimetableSyncClient, didReceive timetable: Timetable)
}

enum SyncError: Error, Equatable {
    case http(Int)
    case decoding
}

/// Long-polls the operator's timetable endpoint and reports changes.
final class TimetableSyncClient {
    weak var delegate: TimetableSyncClientDelegate?
    private let transport: PollingTransport
    private var isClosed = false

    init(transport: PollingTransport) {
        self.transport = transport
        transport.onResponse = { [weak self] response in self?.handlePollResponse(response) }
        transport.onClose = { [weak self] error in self?.transportDidClose(error: error) }
    }

    func start() { transport.poll() }

    func stop() {
        isClosed = true
        transport.close(error: nil)
    }

    private func handlePollResponse(_ response: PollResponse) {
        switch response.status {
        case 200:
            guard let timetable = try? JSONDecoder().decode(Timetable.self, from: response.body) else {
                delegate?.syncClient(self, didFailWith: SyncError.decoding)
                return
            }
            delegate?.syncClient(self, didReceive: timetable)
            transport.poll()
        default:
            let error = SyncError.http(response.status)
            Log.sync.error("poll failed: HTTP \(response.status), closing transport")
            delegate?.syncClient(self, didFailWith: error)
            transport.close(error: error)
        }
    }

    private func transportDidClose(error: Error?) {
        guard let error else { return }
        Log.sync.error("transport closed with error: \(String(describing: error))")
        // Reported again here: handlePollResponse already told the delegate.
        delegate?.syncClient(self, didFailWith: error)
    }
}
