import { PassThrough } from 'node:stream'
import {
  CreditNoteParamsSchema,
  GstReportQuerySchema,
  GstReportSchema,
  InvoiceMonthQuerySchema,
  OrderIdParamsSchema,
  OrderTaxDocumentsSchema,
  envelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorReplies, ok } from '../../lib/http.js'
import { callerOf, requireAdmin, requireUser } from '../../plugins/auth.js'
import { gstReportCsv } from './gst-report.js'
import type { InvoiceService } from './service.js'

const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)
const pdfReply = {
  200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
  ...errors,
}
const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`

type Options = { invoices: InvoiceService }

/** A shopper's invoice and credit notes: the order's owner, or an admin. */
export const invoiceRoutes: FastifyPluginAsyncZod<Options> = async (app, { invoices }) => {
  const tags = ['orders']
  app.addHook('preHandler', requireUser)

  app.get(
    '/orders/:orderId/invoice',
    {
      config: { audit: 'invoices.read' },
      schema: {
        tags,
        security,
        description:
          "The order's GST tax invoice as a PDF, once the order has shipped (its owner or an admin).",
        params: OrderIdParamsSchema,
        response: pdfReply,
      },
    },
    async (request, reply) => {
      const order = await invoices.orderOfCaller(callerOf(request), Number(request.params.orderId))
      const { number, pdf } = await invoices.invoicePdfOfOrder(order)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string)
    },
  )

  app.get(
    '/orders/:orderId/credit-notes/:creditNoteId',
    {
      config: { audit: 'invoices.read' },
      schema: {
        tags,
        security,
        description: 'One of the order’s credit notes as a PDF (its owner or an admin).',
        params: CreditNoteParamsSchema,
        response: pdfReply,
      },
    },
    async (request, reply) => {
      const order = await invoices.orderOfCaller(callerOf(request), Number(request.params.orderId))
      const { number, pdf } = await invoices.creditNotePdfOfOrder(
        order,
        Number(request.params.creditNoteId),
      )
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string)
    },
  )

  app.get(
    '/orders/:orderId/tax-documents',
    {
      config: { audit: 'invoices.read' },
      schema: {
        tags,
        security,
        description: "The order's invoice number and credit notes, if any.",
        params: OrderIdParamsSchema,
        response: { 200: envelope(OrderTaxDocumentsSchema), ...errors },
      },
    },
    async (request) => {
      const order = await invoices.orderOfCaller(callerOf(request), Number(request.params.orderId))
      return ok(await invoices.documentsOf(order.id))
    },
  )
}

/** GST filing: the monthly summary and a month's documents. Admins only. */
export const invoiceAdminRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  const tags = ['reports admin']
  app.addHook('preHandler', requireAdmin)

  app.get(
    '/admin/reports/gst',
    {
      config: { audit: 'gst.report' },
      schema: {
        tags,
        security,
        description:
          "A month's GST summary for filing: B2C supplies by place of supply and rate, B2B supplies, and HSN-wise totals, each net of the month's credit notes. format=csv downloads it.",
        querystring: GstReportQuerySchema,
        response: {
          200: {
            description: 'The summary (JSON), or the CSV file with format=csv',
            content: {
              'application/json': { schema: envelope(GstReportSchema) },
              'text/csv': { schema: z.string() },
            },
          },
          ...errors,
        },
      },
    },
    async ({ query }, reply) => {
      const report = await invoices.gstReport(query.month)
      if (query.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="gst-summary-${query.month}.csv"`)
          .send(gstReportCsv(report))
      }
      return ok(report)
    },
  )

  app.get(
    '/admin/invoices/export.zip',
    {
      config: { audit: 'invoices.export' },
      schema: {
        tags,
        security,
        description:
          'Every invoice and credit note issued in a month (in India), as PDFs in one zip file, streamed as they are drawn.',
        querystring: InvoiceMonthQuerySchema,
        response: {
          200: {
            description: 'The zip file',
            content: { 'application/zip': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async ({ query, log }, reply) => {
      // fflate loads with the first zip, not at start.
      const { Zip, ZipPassThrough } = await import('fflate')
      const out = new PassThrough()
      const zip = new Zip((error, chunk, final) => {
        if (error) out.destroy(error)
        else {
          out.write(chunk)
          if (final) out.end()
        }
      })
      void (async () => {
        for await (const document of invoices.monthDocuments(query.month)) {
          const folder = document.kind === 'invoice' ? 'invoices' : 'credit-notes'
          // PDFs are compressed already: stored as they are.
          const file = new ZipPassThrough(`${folder}/${fileName(document.number)}`)
          zip.add(file)
          file.push(document.pdf, true)
        }
        zip.end()
      })().catch((error: unknown) => {
        log.error({ err: error }, 'invoice zip failed')
        out.destroy(error as Error)
      })
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="invoices-${query.month}.zip"`)
        .send(out as unknown as string)
    },
  )
}
