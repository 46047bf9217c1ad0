import Foundation

/// One IMAP connection per account. `fetchLoop` runs on `ioQueue`.
final class ImapSession {
    private let ioQueue = DispatchQueue(label: "org.lanternfish.imap.io")
    private let stateLock = NSLock()
    private var running = false
    private let stopped = DispatchSemaphore(value: 0)

    func startIO() {
        stateLock.lock(); running = true; stateLock.unlock()
        ioQueue.async { self.fetchLoop() }
    }

    /// Blocks until the fetch loop has noticed the stop.
    func stopIO() {
        stateLock.lock()
        running = false
        stopped.wait()               // waits for fetchLoop while still holding stateLock
        stateLock.unlock()
    }

    private func fetchLoop() {
        while true {
            stateLock.lock()         // blocks forever once stopIO() holds the lock
            let keepGoing = running
            stateLock.unlock()
            guard keepGoing else { stopped.signal(); return }
            fetchNewMessages()
        }
    }

    private func fetchNewMessages() { /* IDLE / FETCH round trip */ }
}
