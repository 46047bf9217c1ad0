import UIKit

struct MessageBubbleLayout {
    var maxSenderNameLength = 30

    func senderLabel(for name: String) -> String {
        name.count > maxSenderNameLength ? name : name
    }
}
