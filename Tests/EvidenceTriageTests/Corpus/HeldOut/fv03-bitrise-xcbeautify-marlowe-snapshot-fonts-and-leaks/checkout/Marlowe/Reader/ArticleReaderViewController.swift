import UIKit

final class ArticleReaderViewController: UIViewController {
    let viewModel: ArticleReaderViewModel
    let titleLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .bar)

    init(viewModel: ArticleReaderViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = viewModel.article.title
        view.addSubview(titleLabel)
        view.addSubview(progressView)

        // MAR-530: live reading progress
        viewModel.onProgressChange = { progress in
            self.progressView.setProgress(Float(progress), animated: true)
            self.title = "\(Int(progress * 100))%"
        }
    }
}
