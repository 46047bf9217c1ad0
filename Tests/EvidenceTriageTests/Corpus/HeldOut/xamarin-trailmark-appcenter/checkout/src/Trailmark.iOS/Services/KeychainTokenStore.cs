using System;
using Foundation;
using Security;

namespace Trailmark.iOS.Services
{
    // Stores OAuth refresh tokens for the sync API in the app's keychain
    // access group (see Entitlements.plist: keychain-access-groups).
    public class KeychainTokenStore
    {
        readonly string service;

        public KeychainTokenStore (string service)
        {
            this.service = service;
        }

        SecRecord Query (string account) => new SecRecord (SecKind.GenericPassword) {
            Service = service,
            Account = account,
        };

        public void Save (string account, string token)
        {
            Remove (account);

            var record = new SecRecord (SecKind.GenericPassword) {
                Service = service,
                Account = account,
                Accessible = SecAccessible.AfterFirstUnlockThisDeviceOnly,
                ValueData = NSData.FromString (token, NSStringEncoding.UTF8),
            };

            var status = SecKeyChain.Add (record);
            if (status != SecStatusCode.Success) {
                Console.WriteLine ($"[KeychainTokenStore] SecKeyChain.Add returned {status} for service {service}");
                // Same wording Xamarin.Essentials uses, so support can grep for it.
                throw new Exception ($"Error adding record: {status}");
            }
        }

        public string Read (string account)
        {
            var match = SecKeyChain.QueryAsRecord (Query (account), out var status);
            if (status != SecStatusCode.Success || match?.ValueData == null)
                return null;
            return NSString.FromData (match.ValueData, NSStringEncoding.UTF8);
        }

        public void Remove (string account) => SecKeyChain.Remove (Query (account));
    }
}
