using Lanternfall.Economy;
using Lanternfall.Tutorial;
using UnityEngine;

namespace Lanternfall.UI
{
    /// <summary>
    /// Opens the harbour shop. The featured offer comes from the wallet's
    /// active season; it is only assigned once the season has been fetched.
    /// </summary>
    public class ShopPresenter : MonoBehaviour
    {
        [SerializeField] private ShopView view;

        private Wallet wallet;
        private SeasonOffer featuredOffer;

        public bool IsOpen { get; private set; }

        public void Bind(Wallet playerWallet)
        {
            wallet = playerWallet;
            wallet.SeasonChanged += season => featuredOffer = season.FeaturedOffer;
        }

        public void OnTutorialFinished(TutorialStep lastStep)
        {
            if (lastStep == TutorialStep.HarbourArrival)
            {
                Open();
            }
        }

        public void Open()
        {
            view.Show();
            view.SetCoins(wallet.Coins);

            // featuredOffer is still null when the shop opens straight after
            // the tutorial, before the first SeasonChanged event.
            view.SetFeatured(featuredOffer.Title, featuredOffer.PriceCoins);
            IsOpen = true;
        }
    }
}
