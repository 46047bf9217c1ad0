import UIKit

final class TripViewController: UIViewController {
    let router: RegionEventRouter
    private(set) var refreshCount = 0

    init(router: RegionEventRouter) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        router.onTransition = { [weak self] _ in self?.refreshCount += 1 }
    }
}
