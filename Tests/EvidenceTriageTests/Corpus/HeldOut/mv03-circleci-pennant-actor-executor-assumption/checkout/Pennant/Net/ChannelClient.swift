import Foundation
import NIOCore

actor ChannelClient {
    private var state: State = .idle
    private let eventLoop: EventLoop
    nonisolated var unownedExecutor: UnownedSerialExecutor { eventLoop.executor.asUnownedSerialExecutor() }

    init(eventLoop: EventLoop) { self.eventLoop = eventLoop }

    func attach(_ channel: Channel) {
        state = .connected
        channel.closeFuture.whenComplete { _ in
            self.assumeIsolated { client in
                client.channelClosed(channel)
            }
        }
    }

    func channelClosed(_ channel: Channel) { state = .closed }
}
