import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { QueryState } from "../../components/ui/query-state";
import { jobSourcesQuery } from "../../features/job-sources/admin/api";
import { JobSourceForm } from "../../features/job-sources/admin/components/job-source-form";
import { JobSourcesList } from "../../features/job-sources/admin/components/job-sources-list";
import { JobsCsvUpload } from "../../features/job-sources/admin/components/jobs-csv-upload";
import { PremierFirms } from "../../features/job-sources/admin/components/premier-firms";
import { campaignsQuery, figuresQuery, testimonialsQuery } from "../../features/landing/admin/api";
import { CampaignForm } from "../../features/landing/admin/components/campaign-form";
import { CampaignsList } from "../../features/landing/admin/components/campaigns-list";
import { FigureForm } from "../../features/landing/admin/components/figure-form";
import { FiguresList } from "../../features/landing/admin/components/figures-list";
import { TestimonialForm } from "../../features/landing/admin/components/testimonial-form";
import { TestimonialsList } from "../../features/landing/admin/components/testimonials-list";

export function meta() {
  return [{ title: "Site Content · Admin · Finance Careers" }];
}

const SECTIONS = [
  { id: "campaigns", label: "Campaigns" },
  { id: "testimonials", label: "Testimonials" },
  { id: "figures", label: "Figures" },
  { id: "job-sources", label: "Job Sources" },
  { id: "premier-firms", label: "Premier firms" },
] as const;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 space-y-4">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * Site Content: what the public site shows that an admin decides (urgency campaigns,
 * testimonials, figures with sources), the job boards the feed reads and the firms members see as
 * premier. Nothing here is invented: every number on the landing page comes from these
 * records or from our own data.
 */
export default function AdminSiteContent() {
  const campaigns = useQuery(campaignsQuery);
  const testimonials = useQuery(testimonialsQuery);
  const figures = useQuery(figuresQuery);
  const sources = useQuery(jobSourcesQuery);
  return (
    <div className="space-y-6">
      <nav aria-label="Site content sections" className="flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {section.label}
          </a>
        ))}
      </nav>
      <Card className="p-4 sm:p-6">
        <Section
          id="campaigns"
          title="Campaigns"
          intro="The landing page's countdown and seats left come from the running campaign. Only one runs at a time."
        >
          <CampaignForm />
          <QueryState query={campaigns} what="campaigns">
            {(data) => <CampaignsList campaigns={data.campaigns} />}
          </QueryState>
        </Section>
      </Card>
      <Card className="p-4 sm:p-6">
        <Section
          id="testimonials"
          title="Testimonials"
          intro="Real members' words, quoted with their consent. The landing page shows up to 5 published ones."
        >
          <TestimonialForm />
          <QueryState query={testimonials} what="testimonials">
            {(data) => <TestimonialsList testimonials={data.testimonials} />}
          </QueryState>
        </Section>
      </Card>
      <Card className="p-4 sm:p-6">
        <Section
          id="figures"
          title="Figures"
          intro="Numbers the product cannot count itself, each shown with its source. The member count is always counted from our records."
        >
          <FigureForm />
          <QueryState query={figures} what="figures">
            {(data) => <FiguresList figures={data.figures} />}
          </QueryState>
        </Section>
      </Card>
      <Card className="p-4 sm:p-6">
        <Section
          id="job-sources"
          title="Job Sources"
          intro="Workday, Oracle Recruiting Cloud, SmartRecruiters, Ashby, Greenhouse and Lever boards are read every two hours; Run now reads one at once. Roles without a board come from a CSV upload."
        >
          <JobSourceForm />
          <QueryState query={sources} what="job sources">
            {(data) => <JobSourcesList sources={data.sources} />}
          </QueryState>
          <div className="space-y-2 border-t border-slate-200 pt-4">
            <h3 className="font-semibold text-slate-900">Upload roles from a CSV</h3>
            <JobsCsvUpload />
          </div>
        </Section>
      </Card>
      <Card className="p-4 sm:p-6">
        <Section
          id="premier-firms"
          title="Premier firms"
          intro="The firms members see in Premier firms and under the job feed's premier filter, with the logo and description on their cards."
        >
          <PremierFirms />
        </Section>
      </Card>
    </div>
  );
}
