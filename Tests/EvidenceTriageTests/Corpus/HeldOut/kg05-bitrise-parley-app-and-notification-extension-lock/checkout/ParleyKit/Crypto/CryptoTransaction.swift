import Foundation
import os

/// Serialises access to the shared crypto store across the app and its extensions.
/// The lock is a file lock in the app-group container, so it is held across processes.
public final class CryptoTransaction {
    private let lock: CrossProcessLock
    private let executer: BackgroundTaskExecuter?
    private let log = Logger(subsystem: "com.parley.crypto", category: "transaction")

    public init(lock: CrossProcessLock = .cryptoStore, executer: BackgroundTaskExecuter? = nil) {
        self.lock = lock
        self.executer = executer
    }

    public func perform<T>(_ name: String, _ body: () throws -> T) throws -> T {
        log.info("[\(self.lock.processName, privacy: .public)] \(name, privacy: .public): acquiring crypto store lock")
        try lock.acquire()                 // blocks while another process holds it
        defer { lock.release() }
        // If the app is suspended here, the lock stays held until it is resumed.
        return try body()
    }
}
