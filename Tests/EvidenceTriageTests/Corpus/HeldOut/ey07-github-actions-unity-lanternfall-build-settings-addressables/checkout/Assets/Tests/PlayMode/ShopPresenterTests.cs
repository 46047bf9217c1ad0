using System.Collections;
using Lanternfall.Economy;
using Lanternfall.Tutorial;
using Lanternfall.UI;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.TestTools;

namespace Lanternfall.Tests.PlayMode
{
    public class ShopPresenterTests
    {
        [UnityTest]
        public IEnumerator OpensHarbourShopAfterTutorial()
        {
            var presenter = Object.Instantiate(Resources.Load<ShopPresenter>("UI/HarbourShop"));
            presenter.Bind(new Wallet(coins: 250));
            yield return null;

            presenter.OnTutorialFinished(TutorialStep.HarbourArrival);
            yield return null;

            Assert.IsTrue(presenter.IsOpen);
        }
    }
}
