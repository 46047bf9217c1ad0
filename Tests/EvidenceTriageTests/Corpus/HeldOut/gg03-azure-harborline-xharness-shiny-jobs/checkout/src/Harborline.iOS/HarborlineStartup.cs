using System;
using System.Threading.Tasks;
using Harborline.Jobs;
using Harborline.Notifications;
using Microsoft.Extensions.DependencyInjection;
using Shiny;
using Shiny.Jobs;
using Shiny.Stores;

namespace Harborline
{
    // 4.2: we build the Shiny container ourselves instead of inheriting the
    // platform defaults, so that only the stores we actually use are present.
    public class HarborlineStartup : ShinyStartup
    {
        public override void ConfigureServices(IServiceCollection services, IPlatform platform)
        {
            // Tokens for the tide API live in the keychain.
            services.AddSingleton<IKeyValueStore, SecureKeyValueStore>();
            services.AddSingleton<IKeyValueStoreFactory>(sp =>
                new KeyValueStoreFactory(new[] { sp.GetRequiredService<IKeyValueStore>() }));

            services.UseJobs(true);
            services.UseNotifications<HighTideNotificationDelegate>(true);
        }

        public static async Task RegisterJobs(IJobManager jobs)
        {
            await jobs.Register(new JobInfo(typeof(TideSyncJob), TideSyncJob.Identifier)
            {
                RunOnForeground = true,
                Repeat = true,
                PeriodicTime = TimeSpan.FromMinutes(15),
                RequiredInternetAccess = InternetAccess.Any
            });
        }
    }
}
