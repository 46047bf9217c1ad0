import UIKit
import FolioNavigator

final class ReaderViewController: UIViewController {
    let publication: Publication
    private lazy var navigator = EPUBNavigatorViewController(publication: publication, initialLocation: LastPositionStore.shared.locator(for: publication))

    var currentLocator: Locator? { navigator.currentLocation }
    var tableOfContents: [Link] { publication.tableOfContents }

    init(publication: Publication) {
        self.publication = publication
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(navigator)
        view.addSubview(navigator.view)
        navigator.didMove(toParent: self)
    }
}
