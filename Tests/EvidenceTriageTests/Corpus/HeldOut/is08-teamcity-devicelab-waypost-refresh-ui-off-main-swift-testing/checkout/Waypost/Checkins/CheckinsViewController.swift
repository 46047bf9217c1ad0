import Combine
import UIKit

final class CheckinsViewController: UIViewController {
    private let service: AutoCheckoutService
    fileprivate let statusLabel = UILabel()
    private let tableView = UITableView()
    private var items: [Checkin] = []
    private var cancellables = Set<AnyCancellable>()

    init(service: AutoCheckoutService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(statusLabel)
        view.addSubview(tableView)
        bind()
    }

    private func bind() {
        service.checkins
            .sink { [weak self] checkins in
                self?.render(checkins)
            }
            .store(in: &cancellables)
    }

    private func render(_ checkins: [Checkin]) {
        items = checkins
        let active = checkins.filter(\.isActive).count
        statusLabel.text = active == 0 ? "Not checked in" : "Checked in at \(active) venue(s)"
        statusLabel.sizeToFit()
        tableView.reloadData()
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}

extension CheckinsViewController {
    var statusText: String? { statusLabel.text }
}
