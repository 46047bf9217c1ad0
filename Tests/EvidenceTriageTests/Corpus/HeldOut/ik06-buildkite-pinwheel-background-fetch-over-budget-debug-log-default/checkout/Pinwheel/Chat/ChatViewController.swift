import UIKit

final class ChatViewController: UIViewController {
    private var tableView: UITableView!
    private var typingTimer: Timer?
    var typingIndicatorText: String?
    let chat: Chat

    init(chat: Chat) {
        self.chat = chat
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds)
        view.addSubview(tableView)
        startTypingTimer()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tableView.removeFromSuperview()
        tableView = nil
    }

    private func startTypingTimer() {
        typingTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            self?.refreshTypingIndicator()
        }
    }

    func refreshTypingIndicator() {
        typingIndicatorText = chat.typingParticipants.isEmpty ? nil : "\(chat.typingParticipants.count) typing…"
        tableView.reloadSections(IndexSet(integer: 0), with: .none)
    }
}
