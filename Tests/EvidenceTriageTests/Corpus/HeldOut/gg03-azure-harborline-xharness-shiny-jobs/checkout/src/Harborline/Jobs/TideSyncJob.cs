using System;
using System.Threading;
using System.Threading.Tasks;
using Shiny.Jobs;

namespace Harborline.Jobs
{
    public class TideSyncJob : IJob
    {
        public const string Identifier = "harborline.tidesync";
        static int runCount;

        public static int RunCount => runCount;
        public static void ResetRunCounter() => Interlocked.Exchange(ref runCount, 0);

        readonly ITideClient client;
        readonly ITideStore store;

        public TideSyncJob(ITideClient client, ITideStore store)
        {
            this.client = client;
            this.store = store;
        }

        public async Task Run(JobInfo jobInfo, CancellationToken cancelToken)
        {
            Interlocked.Increment(ref runCount);
            Console.WriteLine($"[TideSyncJob] Run start (JobInfo.LastRunUtc={jobInfo.LastRunUtc?.ToString("o") ?? "<null>"})");
            var stations = await this.store.FavouriteStations();
            var table = await this.client.Predictions(stations, cancelToken);
            await this.store.ReplaceTable(table);
        }
    }
}
