using System;
using NUnit.Framework;
using Trailmark.iOS.Services;

namespace Trailmark.iOS.Tests
{
    [TestFixture]
    public class KeychainTokenStoreTests
    {
        const string Service = "com.larkfield.trailmark.auth";
        KeychainTokenStore store;

        [SetUp]
        public void SetUp ()
        {
            store = new KeychainTokenStore (Service);
            store.Remove ("test-account");
        }

        [TearDown]
        public void TearDown () => store.Remove ("test-account");

        [Test]
        public void SaveRefreshToken_RoundTrips ()
        {
            var token = "rt-" + Guid.NewGuid ().ToString ("N");
            store.Save ("test-account", token);

            Assert.That (store.Read ("test-account"), Is.EqualTo (token));
        }

        [Test]
        public void Read_UnknownAccount_ReturnsNull ()
        {
            Assert.That (store.Read ("nobody"), Is.Null);
        }
    }
}
