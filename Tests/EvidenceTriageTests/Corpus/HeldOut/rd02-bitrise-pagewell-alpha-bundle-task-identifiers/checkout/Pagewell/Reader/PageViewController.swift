import UIKit

final class PageViewController: UIViewController {
    let pageURL: URL
    private var imageView: UIImageView!

    init(pageURL: URL) {
        self.pageURL = pageURL
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        makeImageView()
        imageView.image = UIImage(contentsOfFile: pageURL.path)
    }

    private func makeImageView() {
        let scroll = UIScrollView(frame: view.bounds)
        view.addSubview(scroll)
        UIGraphicsBeginImageContextWithOptions(scroll.bounds.size, true, 0)
        let placeholder = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        imageView = UIImageView(image: placeholder)
        imageView.contentMode = .scaleAspectFit
        scroll.addSubview(imageView)
    }
}
