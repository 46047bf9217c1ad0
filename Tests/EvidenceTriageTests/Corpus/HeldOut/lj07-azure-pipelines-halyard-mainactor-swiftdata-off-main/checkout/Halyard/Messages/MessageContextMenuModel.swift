import Foundation
import SwiftData

@MainActor
final class MessageContextMenuModel: ObservableObject {
    let message: MessageEntity
    @Published var relayLabel = ""
    init(message: MessageEntity) { self.message = message }

    func loadRelayLabel() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global(qos: .userInitiated).async {
                let result = self.message.relayDisplay()        // @MainActor, reads the shared main ModelContext
                DispatchQueue.main.async { self.relayLabel = result; done.resume() }
            }
        }
    }
}
